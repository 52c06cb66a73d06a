"""Numpy-mode (MXNet 2 style) ELECTRA discriminator in `forward`: token + position embeddings with `np.arange(tokens.shape[1])`, a Dense per token and a sigmoid of the (N, L) logits."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6)]


class NumpyDiscriminator(HybridBlock):
    def __init__(self, vocab=10, max_len=16, units=8, **kwargs):
        super().__init__(**kwargs)
        self._v = vocab
        self.tok = nn.Embedding(vocab, units)
        self.pos = nn.Embedding(max_len, units)
        self.head = nn.Dense(1, in_units=units, flatten=False)

    def forward(self, tok_raw):
        tokens = np.floor((tok_raw + 1) * 0.5 * (self._v - 1e-3))
        positions = np.arange(tokens.shape[1])
        h = self.tok(tokens) + np.expand_dims(self.pos(positions), 0)
        return 1 / (1 + np.exp(-self.head(h).squeeze(-1)))


Net = NumpyDiscriminator
