// SHA-256 of a wheel member, in the form a wheel's RECORD writes it: "sha256=" followed by the
// digest in URL-safe base64 without '=' padding (PEP 376 / the binary distribution format spec).
// Streaming, so a member is hashed as it is decompressed and never held whole for the hash.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace cudacompat::readers {

class Sha256 {
 public:
  Sha256();
  Sha256(Sha256&&) noexcept;
  Sha256& operator=(Sha256&&) noexcept;
  Sha256(const Sha256&) = delete;
  Sha256& operator=(const Sha256&) = delete;
  ~Sha256();

  void update(const std::uint8_t* bytes, std::uint64_t length);
  // The digest as RECORD writes it, without the "sha256=" prefix; the hasher is spent afterwards.
  std::string finish_record_form();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// URL-safe base64 (RFC 4648 section 5) without padding.
std::string urlsafe_base64_unpadded(const std::uint8_t* bytes, std::size_t length);

}  // namespace cudacompat::readers
