#include "CChainGeneration.h"

uint64_t rlab_chain_generation_value = 0;
