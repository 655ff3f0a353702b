export * from './contracts'
export * from './reference'
export * from './library'
export { insertUser, type NewUser } from '../queries/users'
