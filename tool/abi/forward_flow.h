// The one join rule of the call-site readers' forward pass (x86-64 and aarch64): what is known on
// arrival at an instruction, from the fall-through and the forward jumps that target it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace cudacompat::abi {

// Sets `state` to what holds on arrival at `pc`: nothing at a function's entry (a call target); the
// meet of the fall-through and the jumps carried to `pc` where both reach it; the jumps' state alone
// after an unconditional jump, a return or a trap; and nothing where neither reaches it. The jumps'
// state is consumed, and `reachable` is true again for what follows.
template <class State>
void arrive_at(std::uint64_t pc, const std::unordered_set<std::uint64_t>& entries,
               std::unordered_map<std::uint64_t, State>& incoming, State& state, bool& reachable) {
  auto carried = incoming.find(pc);
  if (entries.contains(pc)) {
    state = State{};
  } else if (carried != incoming.end()) {
    if (reachable) {
      state.meet(carried->second);
    } else {
      state = std::move(carried->second);
    }
  } else if (!reachable) {
    state = State{};
  }
  if (carried != incoming.end()) incoming.erase(carried);
  reachable = true;
}

// Both passes keep the frame slots that hold an address as (slot, address) pairs sorted by slot:
// where `key` is, or would be inserted.
template <class Slots, class Key>
auto slot_at(Slots& slots, const Key& key) {
  return std::lower_bound(slots.begin(), slots.end(), key, [](const auto& s, const Key& k) { return s.first < k; });
}

// The address the slot `key` holds, or nullopt.
template <class Slots, class Key>
std::optional<std::uint64_t> load_slot(const Slots& slots, const Key& key) {
  auto at = slot_at(slots, key);
  if (at != slots.end() && at->first == key) return at->second;
  return std::nullopt;
}

}  // namespace cudacompat::abi
