"""The delay pattern of a codec language model (MusicGen style) over EnCodec codes: the codes of `K`
codebooks chosen from per-step logits `(B, K, T, card)` by argmax, then codebook k shifted right by k
steps -- `B, K, T = codes.shape`, a python loop over `range(K)` padding each row with `k` and `K - 1 - k`
special tokens built by `nd.full((B, 1, k), self.special_token)` -- so the pattern is
(B, K, T + K - 1), and the pattern's tokens embedded per codebook and summed for the decoder."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, n_q=3, card=6, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.special_token = card
        with self.name_scope():
            self.emb = nn.HybridSequential()
            for _ in range(n_q):
                self.emb.add(nn.Embedding(card + 1, dim))

    def hybrid_forward(self, F, logits):
        codes = F.argmax(logits, axis=-1)
        B, K, T = codes.shape
        rows = []
        for k in range(K):
            parts = []
            if k > 0:
                parts.append(nd.full((B, 1, k), self.special_token))
            parts.append(codes[:, k:k + 1, :])
            if K - 1 - k > 0:
                parts.append(nd.full((B, 1, K - 1 - k), self.special_token))
            rows.append(F.concat(*parts, dim=2))
        pattern = F.concat(*rows, dim=1)
        input_ = sum(self.emb[k](pattern[:, k]) for k in range(K))
        return pattern, input_
