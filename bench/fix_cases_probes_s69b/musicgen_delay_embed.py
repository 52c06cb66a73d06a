"""MusicGen's delay interleaving pattern and summed codebook embeddings: codes of K codebooks (B, K, T)
(quantised from the input to `card` levels), codebook k shifted right by k steps into a sequence of length
T + K - 1 filled with the special token `card` (`seq = nd.full((B, K, T + K - 1), self.special_token)`,
`seq[:, k, k:k + T] = codes[:, k]` per codebook, as the pattern provider does), and the K embeddings of
the delayed codes summed `sum([self.emb[k](seq[:, k]) for k in range(K)])` into the transformer input."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, n_q=3, card=6, dim=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_q = n_q
        self.card = card
        self.special_token = card
        with self.name_scope():
            self.emb = nn.HybridSequential()
            for _ in range(n_q):
                self.emb.add(nn.Embedding(card + 1, dim))

    def hybrid_forward(self, F, x):
        codes = F.clip(F.floor((x + 1) * 0.5 * self.card), 0, self.card - 1)
        B, K, T = codes.shape
        seq = nd.full((B, K, T + K - 1), self.special_token)
        for k in range(K):
            seq[:, k, k:k + T] = codes[:, k]
        input_ = sum([self.emb[k](seq[:, k]) for k in range(K)])
        return input_
