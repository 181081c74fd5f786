// aarch64 call sites. Compilers build an address with `adrp` + `add` and keep it in a callee-saved
// register or a stack slot across calls (`mov x2, x21`, `str x0, [sp, #120]`), so one pass over
// the section carries what each register holds. Control flow is followed as far as the pass can
// without a CFG: a forward branch hands its state to its target, a join keeps only what all its
// known predecessors agree on, and the code after an unconditional branch starts from what the
// branches to it carried (nothing, if none did). Without that, an error path placed between two
// calls (`mov w22, #1; b fail`) would overwrite, for the pass, a register the next call still
// reads (on the cuda-python 12.6.0 aarch64 wheel a plain sweep misses 1 of 52 exports of one
// module and up to 32 of 456 imports of others).
#include <algorithm>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "abi/call_sites.h"
#include "abi/forward_flow.h"

namespace cudacompat::abi {
namespace {

using readers::ByteView;

// A stack slot an address was spilled to: [sp, #offset] or [x29, #offset].
using SlotKey = std::int64_t;
SlotKey slot_key(unsigned base, std::int64_t offset) { return (base == 29 ? (std::int64_t{1} << 40) : 0) + offset; }

struct State {
  std::array<std::optional<std::uint64_t>, 31> registers;  // x0..x30; x31 is sp or xzr, never an address here
  std::vector<std::pair<SlotKey, std::uint64_t>> slots;    // sorted by key

  void forget(unsigned reg) {
    if (reg < 31) registers[reg].reset();
  }
  void forget_slots_of(unsigned base) {
    std::erase_if(slots, [&](const auto& slot) { return (slot.first >= (std::int64_t{1} << 39)) == (base == 29); });
  }
  void store(SlotKey key, std::optional<std::uint64_t> value) {
    auto at = std::lower_bound(slots.begin(), slots.end(), key, [](const auto& s, SlotKey k) { return s.first < k; });
    if (at != slots.end() && at->first == key) {
      if (value) {
        at->second = *value;
      } else {
        slots.erase(at);
      }
    } else if (value) {
      slots.insert(at, {key, *value});
    }
  }
  std::optional<std::uint64_t> load(SlotKey key) const {
    auto at = std::lower_bound(slots.begin(), slots.end(), key, [](const auto& s, SlotKey k) { return s.first < k; });
    if (at != slots.end() && at->first == key) return at->second;
    return std::nullopt;
  }
  bool operator==(const State&) const = default;
  // What this state and `other` agree on.
  void meet(const State& other) {
    for (std::size_t r = 0; r < registers.size(); ++r) {
      if (registers[r] != other.registers[r]) registers[r].reset();
    }
    std::erase_if(slots, [&](const auto& slot) { return other.load(slot.first) != slot.second; });
  }
};

std::int64_t sign_extend(std::uint64_t value, int bits) {
  const std::uint64_t sign = std::uint64_t{1} << (bits - 1);
  return static_cast<std::int64_t>((value ^ sign) - sign);
}

// Branch targets (conditional and unconditional, immediate): the address, or nullopt.
std::optional<std::uint64_t> branch_target(std::uint32_t op, std::uint64_t pc) {
  if ((op & 0x7c000000) == 0x14000000) return pc + sign_extend(op & 0x03ffffff, 26) * 4;      // B, BL
  if ((op & 0xff000010) == 0x54000000) return pc + sign_extend((op >> 5) & 0x7ffff, 19) * 4;  // B.cond
  if ((op & 0x7e000000) == 0x34000000) return pc + sign_extend((op >> 5) & 0x7ffff, 19) * 4;  // CBZ, CBNZ
  if ((op & 0x7e000000) == 0x36000000) return pc + sign_extend((op >> 5) & 0x3fff, 14) * 4;   // TBZ, TBNZ
  return std::nullopt;
}

bool is_bl(std::uint32_t op) { return (op & 0xfc000000) == 0x94000000; }
bool is_b(std::uint32_t op) { return (op & 0xfc000000) == 0x14000000; }
// BR, BLR, RET and their pointer-authenticated forms.
bool is_branch_register(std::uint32_t op) { return (op & 0xfe000000) == 0xd6000000; }
bool is_blr(std::uint32_t op) { return is_branch_register(op) && ((op >> 21) & 0x7) == 1; }

// A call: the callee may change x0..x18 and the link register; the caller's frame is untouched.
void forget_caller_saved(State& state) {
  for (unsigned r = 0; r <= 18; ++r) state.registers[r].reset();
  state.registers[30].reset();
}

// Loads and stores: updates `state` for what the instruction writes. Returns false when `op` is
// not a load or store.
bool load_or_store(std::uint32_t op, State& state) {
  if ((op & 0x0a000000) != 0x08000000) return false;
  const unsigned rt = op & 31;
  const unsigned rn = (op >> 5) & 31;
  const unsigned rt2 = (op >> 10) & 31;
  const bool vector = op & (1u << 26);
  // STR / LDR Xt, [sp|x29, #imm12 * 8]: a spill or a reload.
  if ((op & 0xffc00000) == 0xf9000000 && (rn == 31 || rn == 29)) {
    state.store(slot_key(rn, ((op >> 10) & 0xfff) * 8), rt < 31 ? state.registers[rt] : std::nullopt);
    return true;
  }
  if ((op & 0xffc00000) == 0xf9400000 && (rn == 31 || rn == 29)) {
    if (rt < 31) state.registers[rt] = state.load(slot_key(rn, ((op >> 10) & 0xfff) * 8));
    return true;
  }
  // STUR / LDUR Xt, [sp|x29, #simm9]
  if ((op & 0xffe00c00) == 0xf8000000 && (rn == 31 || rn == 29)) {
    state.store(slot_key(rn, sign_extend((op >> 12) & 0x1ff, 9)), rt < 31 ? state.registers[rt] : std::nullopt);
    return true;
  }
  if ((op & 0xffe00c00) == 0xf8400000 && (rn == 31 || rn == 29)) {
    if (rt < 31) state.registers[rt] = state.load(slot_key(rn, sign_extend((op >> 12) & 0x1ff, 9)));
    return true;
  }
  // STP / LDP Xt, Xt2, [sp|x29, #simm7 * 8] (no writeback)
  if (((op & 0xffc00000) == 0xa9000000 || (op & 0xffc00000) == 0xa9400000) && (rn == 31 || rn == 29)) {
    const std::int64_t offset = sign_extend((op >> 15) & 0x7f, 7) * 8;
    if (op & (1u << 22)) {
      if (rt < 31) state.registers[rt] = state.load(slot_key(rn, offset));
      if (rt2 < 31) state.registers[rt2] = state.load(slot_key(rn, offset + 8));
    } else {
      state.store(slot_key(rn, offset), rt < 31 ? state.registers[rt] : std::nullopt);
      state.store(slot_key(rn, offset + 8), rt2 < 31 ? state.registers[rt2] : std::nullopt);
    }
    return true;
  }
  auto written_back = [&] {
    state.forget(rn);
    if (rn == 31 || rn == 29) state.forget_slots_of(rn);  // the frame moved: its slots are elsewhere now
  };
  if ((op & 0x3a000000) == 0x28000000) {  // load/store pair
    if ((op & (1u << 22)) && !vector) {
      state.forget(rt);
      state.forget(rt2);
    } else if (!(op & (1u << 22)) && (rn == 31 || rn == 29)) {
      state.forget_slots_of(rn);  // a store to the frame this pass does not model
    }
    if (((op >> 23) & 3) == 1 || ((op >> 23) & 3) == 3) written_back();
    return true;
  }
  if ((op & 0x3a000000) == 0x38000000) {  // load/store of one register
    const unsigned opc = (op >> 22) & 3;
    const bool unsigned_offset = op & (1u << 24);
    const bool atomic = !unsigned_offset && (op & (1u << 21)) && ((op >> 10) & 3) == 0;
    const bool prefetch = (op >> 30) == 3 && opc == 2;
    if (!vector && (atomic || (opc != 0 && !prefetch))) state.forget(rt);
    if (!vector && opc == 0 && !atomic && (rn == 31 || rn == 29)) state.forget_slots_of(rn);
    if (!unsigned_offset && !(op & (1u << 21)) && (((op >> 10) & 3) == 1 || ((op >> 10) & 3) == 3)) written_back();
    return true;
  }
  if ((op & 0x3b000000) == 0x18000000) {  // LDR (literal)
    if (!vector && (op >> 30) != 3) state.forget(rt);
    return true;
  }
  if ((op & 0x3f000000) == 0x08000000) {  // exclusive and ordered loads and stores, compare-and-swap
    state.forget((op >> 16) & 31);
    if (op & (1u << 22)) {
      state.forget(rt);
      state.forget(rt2);
    }
    return true;
  }
  if ((op & 0xbe000000) == 0x0c000000 && (op & (1u << 23))) written_back();  // SIMD structures, post-index
  return true;
}

// Backward branch targets -> the meet of what the branches to each carried.
using BackwardStates = std::unordered_map<std::uint64_t, State>;

// What one pass over a section needs besides its bytes.
struct Pass {
  const std::unordered_set<std::uint64_t>& entries;           // call targets: they start from nothing
  const std::unordered_set<std::uint64_t>& backward_targets;  // where some backward branch lands
  const BackwardStates* carried_back;                         // from the previous pass; null in the first
};

// One pass in address order. Code that only backward branches reach (a rotated loop's head after a
// `b` into the loop's middle) starts from what those branches carried in the previous pass; in the
// first pass, where nothing is known of them yet, it is "not reached yet": what it hands on by
// falling through or branching forward joins nothing (and where it falls through into a forward
// branch target, that target starts from what the branches carried). Returns what the backward
// branches carried in this pass; `met_backward_only` says whether any such code was met.
BackwardStates sweep(const readers::ElfFile& elf, const readers::ElfSection& code, const Pass& pass, CallSites& out,
                     bool& met_backward_only) {
  ByteView bytes = elf.section_bytes(code);
  const std::uint64_t count = bytes.size() / 4;
  const std::uint64_t end = code.address + count * 4;
  std::unordered_map<std::uint64_t, State> incoming;  // forward branch targets -> what the branches carry
  BackwardStates backward;
  std::unordered_set<std::uint64_t> heads;  // the code met so far that only backward branches reach
  State state;
  bool reachable = true;     // false after an unconditional branch: only branches reach what follows
  bool not_reached = false;  // code only backward branches reach, whose state the first pass lacks
  for (std::uint64_t i = 0; i < count; ++i) {
    const auto op = bytes.read<std::uint32_t>(i * 4);
    const std::uint64_t pc = code.address + i * 4;
    const bool jumped_to = incoming.contains(pc);
    if (!reachable && !jumped_to && !pass.entries.contains(pc) && pass.backward_targets.contains(pc)) {
      met_backward_only = true;
      heads.insert(pc);
      if (pass.carried_back) {
        auto carried = pass.carried_back->find(pc);
        state = carried == pass.carried_back->end() ? State{} : carried->second;
        not_reached = false;
      } else {
        state = State{};
        not_reached = true;
      }
      reachable = true;
    } else {
      // Falling through from code not reached yet: the target keeps what its branches carried.
      if (not_reached && jumped_to) reachable = false;
      if (not_reached && (jumped_to || pass.entries.contains(pc) || !reachable)) not_reached = false;
      arrive_at(pc, pass.entries, incoming, state, reachable);
    }
    const unsigned rd = op & 31;
    const unsigned rn = (op >> 5) & 31;

    if (auto target = branch_target(op, pc)) {
      if (is_bl(op)) {
        if (is_code_address(elf, *target)) {
          ++out.calls_to[*target];
          CallSite site{pc, *target, {state.registers[0], state.registers[1], state.registers[2], state.registers[3]}};
          if (site.arguments[0] || site.arguments[1] || site.arguments[2] || site.arguments[3])
            out.sites.push_back(site);
        }
        forget_caller_saved(state);
        continue;
      }
      if (!not_reached && *target > pc && *target < end) {
        auto [slot, inserted] = incoming.try_emplace(*target, state);
        if (!inserted) slot->second.meet(state);
      } else if (!not_reached && heads.contains(*target)) {  // only these start from what back edges carry
        auto [slot, inserted] = backward.try_emplace(*target, state);
        if (!inserted) slot->second.meet(state);
      }
      if (is_b(op)) reachable = false;
      continue;
    }
    if (is_branch_register(op)) {
      if (is_blr(op)) {
        forget_caller_saved(state);
      } else {
        reachable = false;  // BR (a jump table or a tail call), RET
      }
      continue;
    }
    if ((op & 0x1c000000) == 0x14000000) {  // exceptions and system instructions: MRS writes Rt
      if ((op & 0xfff00000) == 0xd5300000) state.forget(rd);
      continue;
    }
    if (load_or_store(op, state)) continue;
    // ADD/SUB sp, sp, #imm: the frame moved, its slots are elsewhere now.
    if (rd == 31 && (op & 0xdf800000) == 0x91000000) state.forget_slots_of(31);
    if ((op & 0x9f000000) == 0x90000000) {  // ADRP
      const auto page = sign_extend(((op >> 29) & 3) | (((op >> 5) & 0x7ffff) << 2), 21);
      if (rd < 31) state.registers[rd] = (pc & ~std::uint64_t{0xfff}) + static_cast<std::uint64_t>(page * 4096);
    } else if ((op & 0x9f000000) == 0x10000000) {  // ADR
      if (rd < 31) state.registers[rd] = pc + sign_extend(((op >> 29) & 3) | (((op >> 5) & 0x7ffff) << 2), 21);
    } else if ((op & 0xbf800000) == 0x91000000) {  // ADD / SUB Xd, Xn, #imm12 {, LSL #12}
      const std::uint64_t immediate = ((op >> 10) & 0xfff) << ((op & (1u << 22)) ? 12 : 0);
      const bool subtract = op & (1u << 30);
      if (rd < 31) {
        state.registers[rd] =
            rn < 31 && state.registers[rn]
                ? std::optional(subtract ? *state.registers[rn] - immediate : *state.registers[rn] + immediate)
                : std::nullopt;
      }
    } else if ((op & 0xffe0ffe0) == 0xaa0003e0) {  // MOV Xd, Xm (ORR Xd, XZR, Xm)
      const unsigned rm = (op >> 16) & 31;
      if (rd < 31) state.registers[rd] = rm < 31 ? state.registers[rm] : std::nullopt;
    } else {
      state.forget(rd);  // any other data-processing instruction writes Rd
    }
  }
  return backward;
}

}  // namespace

void aarch64_call_sites(const readers::ElfFile& elf, const readers::ElfSection& code, CallSites& out) {
  ByteView bytes = elf.section_bytes(code);
  const std::uint64_t count = bytes.size() / 4;
  // Functions called from this section start from nothing known, whatever precedes them.
  std::unordered_set<std::uint64_t> entries;
  std::unordered_set<std::uint64_t> backward_targets;
  for (std::uint64_t i = 0; i < count; ++i) {
    const auto op = bytes.read<std::uint32_t>(i * 4);
    const std::uint64_t pc = code.address + i * 4;
    if (is_bl(op)) {
      entries.insert(*branch_target(op, pc));
    } else if (auto target = branch_target(op, pc); target && *target <= pc && *target >= code.address) {
      backward_targets.insert(*target);
    }
  }
  // Passes until what the backward branches carry stops changing. GCC rotates loops: on the
  // cuda-bindings 13.0.0 aarch64 wheel, the module-init code of cyruntime enters a loop by a branch
  // to its middle, and the loop's head, placed after a `b`, is reached only from the loop's end; one
  // pass started it from nothing and lost x20, the module state's address, so the 15 import calls
  // that followed (`add x2, x21, #264` with x21 = x20 + 672) were not read. Bounded: where the
  // passes do not settle, the code only backward branches reach starts from nothing (one pass, as
  // before).
  constexpr int kMaxPasses = 4;
  BackwardStates carried;
  for (int passes = 1;; ++passes) {
    CallSites found;
    bool met_backward_only = false;
    BackwardStates next =
        sweep(elf, code, Pass{entries, backward_targets, passes == 1 ? nullptr : &carried}, found, met_backward_only);
    const bool settled = !met_backward_only || (passes > 1 && next == carried);
    if (settled || passes == kMaxPasses) {
      if (!settled) {
        found = {};
        const std::unordered_set<std::uint64_t> no_targets;
        const BackwardStates nothing;
        sweep(elf, code, Pass{entries, no_targets, &nothing}, found, met_backward_only);
      }
      out.sites.insert(out.sites.end(), found.sites.begin(), found.sites.end());
      for (const auto& [callee, calls] : found.calls_to) out.calls_to[callee] += calls;
      return;
    }
    carried = std::move(next);
  }
}

}  // namespace cudacompat::abi
