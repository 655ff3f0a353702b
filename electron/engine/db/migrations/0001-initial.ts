import type { Migration } from './migration'

/**
 * The workspace schema for every resource of the spec's read side.
 *
 * References to records owned by the company service (owner, requester, group, category,
 * template, playbook on a contract) carry no foreign key: a pulled contract may name a user or
 * template this laptop has never seen, and it must still be stored. Structure that is purely local
 * (a contract's property values and party links) does cascade.
 */
export const m0001Initial: Migration = {
  version: 1,
  name: 'initial',
  up(db) {
    db.exec(`
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;

      CREATE TABLE sequences (
        name TEXT PRIMARY KEY,
        value INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE groups (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('admin', 'member', 'lite')),
        can_change_status INTEGER NOT NULL DEFAULT 1 CHECK (can_change_status IN (0, 1)),
        created_at INTEGER NOT NULL
      ) STRICT;
      -- The owner filter matches an exact email case-insensitively; two users whose emails differ
      -- only by case make that email ambiguous (400), so uniqueness stays case-sensitive.
      CREATE INDEX users_email_nocase ON users (email COLLATE NOCASE);

      CREATE TABLE user_groups (
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        group_id TEXT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, group_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX user_groups_group ON user_groups (group_id);

      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        key_hash BLOB NOT NULL UNIQUE,
        prefix TEXT NOT NULL,
        label TEXT,
        scopes TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL,
        expires_at INTEGER,
        revoked_at INTEGER,
        last_used_at INTEGER
      ) STRICT;
      CREATE INDEX api_keys_user ON api_keys (user_id);

      -- One row per code 1..6; label NULL means the company configured no label for it.
      CREATE TABLE contract_statuses (
        code INTEGER PRIMARY KEY CHECK (code BETWEEN 1 AND 6),
        label TEXT
      ) STRICT;
      INSERT INTO contract_statuses (code, label) VALUES
        (1, 'Draft'), (2, 'In Negotiation'), (3, 'Pending Approval'),
        (4, 'Pending Signature'), (5, 'Executed'), (6, 'Terminated');

      CREATE TABLE categories (
        id TEXT PRIMARY KEY,
        label TEXT NOT NULL,
        abbreviation TEXT,
        description TEXT,
        is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX categories_label ON categories (label COLLATE NOCASE);

      CREATE TABLE property_definitions (
        id TEXT PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        label TEXT NOT NULL,
        description TEXT,
        type TEXT CHECK (type IN ('string', 'number', 'boolean', 'date', 'list', 'multi-option', 'party')),
        options TEXT,
        group_name TEXT,
        sub_group TEXT,
        sort_order INTEGER NOT NULL DEFAULT 0,
        is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
        manual_only INTEGER NOT NULL DEFAULT 0 CHECK (manual_only IN (0, 1)),
        -- Global properties are addable to every contract; the others only to contracts whose
        -- category is listed in property_definition_categories.
        is_global INTEGER NOT NULL DEFAULT 1 CHECK (is_global IN (0, 1)),
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE property_definition_categories (
        property_id TEXT NOT NULL REFERENCES property_definitions (id) ON DELETE CASCADE,
        category_id TEXT NOT NULL,
        PRIMARY KEY (property_id, category_id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE contracts (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('template', 'playbook', 'external')),
        name TEXT NOT NULL,
        reference TEXT NOT NULL,
        status_code INTEGER CHECK (status_code BETWEEN 1 AND 6),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        finalized_at INTEGER,
        executed_at INTEGER,
        execution_method TEXT,
        archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
        deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
        aborted INTEGER NOT NULL DEFAULT 0 CHECK (aborted IN (0, 1)),
        final INTEGER NOT NULL DEFAULT 0 CHECK (final IN (0, 1)),
        hub_request_status TEXT NOT NULL DEFAULT 'none',
        owner_id TEXT,
        requester_id TEXT,
        group_id TEXT,
        category_id TEXT,
        form_id TEXT,
        formentry_id TEXT,
        template_id TEXT,
        playbook_id TEXT,
        set_module_to TEXT,
        -- The renewal schedule, derived from the contract's properties and stored so that list
        -- filters and sort=renewalAnchorDate use indexes.
        expiration_date INTEGER,
        renewal_anchor_date INTEGER,
        renewal_state TEXT,
        end_date_basis TEXT,
        notice_type TEXT,
        notice_period_days REAL,
        autorenew INTEGER CHECK (autorenew IN (0, 1)),
        row_version INTEGER NOT NULL DEFAULT 1
      ) STRICT;
      CREATE INDEX contracts_created ON contracts (created_at, id);
      CREATE INDEX contracts_updated ON contracts (updated_at, id);
      CREATE INDEX contracts_renewal ON contracts (renewal_anchor_date, id) WHERE renewal_anchor_date IS NOT NULL;
      CREATE INDEX contracts_expiration ON contracts (expiration_date) WHERE expiration_date IS NOT NULL;
      CREATE INDEX contracts_status ON contracts (status_code, created_at);
      CREATE INDEX contracts_category ON contracts (category_id, created_at);
      CREATE INDEX contracts_owner ON contracts (owner_id, created_at);
      CREATE INDEX contracts_requester ON contracts (requester_id);
      CREATE INDEX contracts_group ON contracts (group_id, created_at);

      -- Substring search over name and reference (the keyword filter). The trigram tokenizer
      -- answers LIKE-style substring queries of three or more characters from the index.
      CREATE VIRTUAL TABLE contracts_keyword USING fts5 (
        name, reference, content = 'contracts', content_rowid = 'rowid',
        tokenize = 'trigram remove_diacritics 1'
      );
      CREATE TRIGGER contracts_keyword_insert AFTER INSERT ON contracts BEGIN
        INSERT INTO contracts_keyword (rowid, name, reference) VALUES (new.rowid, new.name, new.reference);
      END;
      CREATE TRIGGER contracts_keyword_delete AFTER DELETE ON contracts BEGIN
        INSERT INTO contracts_keyword (contracts_keyword, rowid, name, reference) VALUES ('delete', old.rowid, old.name, old.reference);
      END;
      CREATE TRIGGER contracts_keyword_update AFTER UPDATE OF name, reference ON contracts BEGIN
        INSERT INTO contracts_keyword (contracts_keyword, rowid, name, reference) VALUES ('delete', old.rowid, old.name, old.reference);
        INSERT INTO contracts_keyword (rowid, name, reference) VALUES (new.rowid, new.name, new.reference);
      END;

      -- Where each contract stood in the sort orders that can move (updatedAt, renewalAnchorDate)
      -- before a change. A cursor remembers the last seq it saw; later pages read rows changed
      -- after that at their old position, so a walk never repeats or skips a row while others are
      -- written. seq is monotonic within the database, so "after" needs no clock. Pruned by age.
      CREATE TABLE contract_sort_log (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        contract_id TEXT NOT NULL,
        changed_at INTEGER NOT NULL,
        old_updated_at INTEGER NOT NULL,
        old_renewal_anchor_date INTEGER
      ) STRICT;
      CREATE INDEX contract_sort_log_changed ON contract_sort_log (changed_at);
      CREATE INDEX contract_sort_log_contract ON contract_sort_log (contract_id, seq);
      CREATE TRIGGER contracts_sort_log AFTER UPDATE OF updated_at, renewal_anchor_date ON contracts
      WHEN old.updated_at IS NOT new.updated_at OR old.renewal_anchor_date IS NOT new.renewal_anchor_date
      BEGIN
        INSERT INTO contract_sort_log (contract_id, changed_at, old_updated_at, old_renewal_anchor_date)
        VALUES (old.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), old.updated_at, old.renewal_anchor_date);
      END;

      -- Stored property values, keyed by property key: a pulled contract may carry a key the
      -- local catalogue lacks (its metadata then shows a null type).
      CREATE TABLE contract_properties (
        contract_id TEXT NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (contract_id, key)
      ) STRICT, WITHOUT ROWID;

      -- Normalised equality terms of each stored value (one per chosen option for multi-option):
      -- what property[<key>]=<value> filters look up.
      CREATE TABLE contract_property_terms (
        key TEXT NOT NULL,
        term TEXT NOT NULL,
        contract_id TEXT NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
        PRIMARY KEY (key, term, contract_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX contract_property_terms_contract ON contract_property_terms (contract_id);

      CREATE TABLE parties (
        id TEXT PRIMARY KEY,
        is_entity INTEGER NOT NULL CHECK (is_entity IN (0, 1)),
        is_internal INTEGER NOT NULL DEFAULT 0 CHECK (is_internal IN (0, 1)),
        name TEXT NOT NULL,
        entity_name TEXT,
        entity_type TEXT,
        entity_reg_no TEXT,
        first_name TEXT,
        last_name TEXT,
        title TEXT,
        designation TEXT,
        email TEXT,
        phone TEXT,
        country TEXT,
        address TEXT,
        tags TEXT NOT NULL DEFAULT '[]',
        abbreviations TEXT NOT NULL DEFAULT '[]',
        custom_attributes TEXT NOT NULL DEFAULT '{}',
        parent_id TEXT,
        sanctions_status TEXT NOT NULL DEFAULT 'unknown' CHECK (sanctions_status IN ('clear', 'sanctioned', 'unknown')),
        -- AI-suggested parties await confirmation; they and soft-deleted parties are never served.
        confirmed INTEGER NOT NULL DEFAULT 1 CHECK (confirmed IN (0, 1)),
        deleted_at INTEGER,
        -- Names, entity name and abbreviations folded (case, accents, punctuation) for keyword search.
        search_text TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX parties_created ON parties (created_at, id);
      CREATE INDEX parties_parent ON parties (parent_id);

      CREATE TABLE contract_parties (
        contract_id TEXT NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
        party_id TEXT NOT NULL,
        role TEXT NOT NULL,
        review_state TEXT NOT NULL DEFAULT 'confirmed' CHECK (review_state IN ('confirmed', 'pending')),
        position INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (contract_id, party_id, role)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX contract_parties_party ON contract_parties (party_id, role, contract_id);

      CREATE TABLE party_attributes (
        id TEXT PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        label TEXT NOT NULL,
        description TEXT,
        type TEXT NOT NULL,
        options TEXT,
        party_type TEXT NOT NULL CHECK (party_type IN ('individual', 'entity', 'both')),
        sort_order INTEGER NOT NULL DEFAULT 0
      ) STRICT;

      CREATE TABLE templates (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        version TEXT NOT NULL,
        -- The full Folio definition (variables, valuemaps with their texts, parties, ...), JSON.
        definition TEXT NOT NULL,
        -- sha256 of the .docx body in the blob store; NULL when only the company service has it.
        body_sha256 TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE playbooks (
        id TEXT PRIMARY KEY,
        -- Versions of one playbook share a lineage; only production versions are served.
        lineage_id TEXT NOT NULL,
        name TEXT,
        description TEXT,
        version INTEGER NOT NULL,
        version_note TEXT,
        status TEXT NOT NULL CHECK (status IN ('draft', 'production', 'retired')),
        -- Provider-supplied standard playbooks, and whether the company switched one off.
        is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
        switched_off INTEGER NOT NULL DEFAULT 0 CHECK (switched_off IN (0, 1)),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX playbooks_created ON playbooks (created_at, id);
      CREATE INDEX playbooks_lineage ON playbooks (lineage_id, version);

      CREATE TABLE playbook_groups (
        id TEXT PRIMARY KEY,
        playbook_id TEXT NOT NULL REFERENCES playbooks (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        description TEXT,
        sort_order INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX playbook_groups_playbook ON playbook_groups (playbook_id, sort_order);

      CREATE TABLE playbook_positions (
        id TEXT PRIMARY KEY,
        playbook_id TEXT NOT NULL REFERENCES playbooks (id) ON DELETE CASCADE,
        sort_order INTEGER NOT NULL,
        name TEXT,
        description TEXT,
        group_id TEXT,
        keywords TEXT NOT NULL DEFAULT '[]',
        examples TEXT NOT NULL DEFAULT '[]',
        fallbacks TEXT NOT NULL DEFAULT '[]',
        if_not_found TEXT NOT NULL,
        -- Notes of every kind; only technical_drafting notes are ever published.
        notes TEXT NOT NULL DEFAULT '[]',
        -- Positions suggested but not yet accepted by a person take no part anywhere.
        confirmed INTEGER NOT NULL DEFAULT 1 CHECK (confirmed IN (0, 1))
      ) STRICT;
      CREATE INDEX playbook_positions_playbook ON playbook_positions (playbook_id, sort_order);

      CREATE TABLE clauses (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        text TEXT NOT NULL,
        html TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        default_comment TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX clauses_created ON clauses (created_at, id);

      -- A clause with no group rows belongs to the whole company.
      CREATE TABLE clause_groups (
        clause_id TEXT NOT NULL REFERENCES clauses (id) ON DELETE CASCADE,
        group_id TEXT NOT NULL,
        PRIMARY KEY (clause_id, group_id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE emails (
        id TEXT PRIMARY KEY,
        contract_id TEXT NOT NULL,
        subject TEXT NOT NULL,
        sender TEXT NOT NULL,
        recipient TEXT NOT NULL,
        body TEXT NOT NULL,
        body_plain_text TEXT NOT NULL,
        attachments TEXT NOT NULL DEFAULT '[]',
        sent_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX emails_sent ON emails (sent_at, id);
      CREATE INDEX emails_contract ON emails (contract_id);

      CREATE TABLE audit_events (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        user_id TEXT,
        api_key_id TEXT,
        action TEXT NOT NULL,
        contract_id TEXT,
        details TEXT NOT NULL DEFAULT '{}'
      ) STRICT;
      CREATE INDEX audit_events_contract ON audit_events (contract_id, at);
    `)
  }
}
