import type { Plan } from '~/plans/plan-types'

/** What the network check needs of a directory entry. */
export type NetworkProvider = { planTypes: string[]; state: string }

/**
 * A provider is in a plan's network when the directory lists it in that plan type's network
 * (HMO, PPO, D-SNP, C-SNP) in the state the plan serves: each state's plans have their own network.
 */
export const inNetwork = (provider: NetworkProvider, plan: Pick<Plan, 'planType' | 'state'>) =>
  provider.planTypes.includes(plan.planType) && provider.state === plan.state

/** Plans that pay for some care outside the network (PPOs) print an out-of-network PCP cost share. */
export const coversOutOfNetwork = (plan: Pick<Plan, 'benefits'>) =>
  plan.benefits.pcp.outOfNetwork !== null
