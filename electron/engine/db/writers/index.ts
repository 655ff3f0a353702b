/** Each table's one writer; every function takes the write handle only runWrite hands out. */
export * from './contracts'
export * from './reference'
export * from './parties'
export * from './library'
export * from './documents'
export * from './api-keys'
export * from './pairings'
export { insertUser, type NewUser } from '../queries/users'
