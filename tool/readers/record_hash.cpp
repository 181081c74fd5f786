#include "readers/record_hash.h"

#include <openssl/evp.h>

namespace cudacompat::readers {

// An EVP context rather than one EVP_Digest call: members arrive in chunks from the decompressor.
struct Sha256::State {
  EVP_MD_CTX* context = EVP_MD_CTX_new();
  State() { EVP_DigestInit_ex(context, EVP_sha256(), nullptr); }
  ~State() { EVP_MD_CTX_free(context); }
  State(const State&) = delete;
  State& operator=(const State&) = delete;
};

Sha256::Sha256() : state_(std::make_unique<State>()) {}
Sha256::Sha256(Sha256&&) noexcept = default;
Sha256& Sha256::operator=(Sha256&&) noexcept = default;
Sha256::~Sha256() = default;

void Sha256::update(const std::uint8_t* bytes, std::uint64_t length) {
  if (length > 0) EVP_DigestUpdate(state_->context, bytes, length);
}

std::string Sha256::finish_record_form() {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_DigestFinal_ex(state_->context, digest, &length);
  return urlsafe_base64_unpadded(digest, length);
}

std::string urlsafe_base64_unpadded(const std::uint8_t* bytes, std::size_t length) {
  static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::string text;
  text.reserve((length * 4 + 2) / 3);
  for (std::size_t i = 0; i < length; i += 3) {
    const std::uint32_t group = (std::uint32_t{bytes[i]} << 16) |
                                (i + 1 < length ? std::uint32_t{bytes[i + 1]} << 8 : 0) |
                                (i + 2 < length ? std::uint32_t{bytes[i + 2]} : 0);
    text += kAlphabet[(group >> 18) & 63];
    text += kAlphabet[(group >> 12) & 63];
    if (i + 1 < length) text += kAlphabet[(group >> 6) & 63];
    if (i + 2 < length) text += kAlphabet[group & 63];
  }
  return text;
}

}  // namespace cudacompat::readers
