#ifndef C_CHAIN_GENERATION_H
#define C_CHAIN_GENERATION_H

#include <stdint.h>

// The responder chain's generation (ResponderCore/ChainSnapshot.swift): a
// counter every change that can alter some responder's `next` advances, so
// that a chain remembered at one value is still the chain while the counter
// holds it. Relaxed atomics: each scene lives on one thread, and threads
// (parallel tests) need only that no advance is lost. Static inline, so that
// Swift reads it with one load.
extern uint64_t rlab_chain_generation_value;

static inline uint64_t rlab_chain_generation(void) {
  return __atomic_load_n(&rlab_chain_generation_value, __ATOMIC_RELAXED);
}

static inline void rlab_chain_generation_advance(void) {
  __atomic_fetch_add(&rlab_chain_generation_value, 1, __ATOMIC_RELAXED);
}

#endif
