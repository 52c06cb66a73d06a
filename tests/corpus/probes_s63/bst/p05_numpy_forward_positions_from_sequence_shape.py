"""Numpy-mode (MXNet 2 style) BST in `forward`: the target appended by `np.concatenate([hist, target[:, None]], axis=1)`, positions `np.arange(seq.shape[1])`, embeddings summed, flattened by `reshape(seq.shape[0], -1)` and scored by a Dense."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5), (2,)]


class NumpyBST(HybridBlock):
    def __init__(self, num_items=20, seq_len=5, units=4, **kwargs):
        super().__init__(**kwargs)
        self._n = num_items
        self.item = nn.Embedding(num_items, units)
        self.pos = nn.Embedding(seq_len + 1, units)
        self.out = nn.Dense(1, in_units=(seq_len + 1) * units)

    def forward(self, hist_raw, target_raw):
        seq = np.floor((np.concatenate([hist_raw, target_raw[:, None]], axis=1) + 1) * 0.5 * (self._n - 1e-3))
        h = self.item(seq) + np.expand_dims(self.pos(np.arange(seq.shape[1])), 0)
        return self.out(h.reshape(seq.shape[0], -1))


Net = NumpyBST
