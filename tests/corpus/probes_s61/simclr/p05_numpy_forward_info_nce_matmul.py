"""Numpy-mode (MXNet 2 style) MoCo/SimCLR InfoNCE in `forward`: embeddings normalised by `np.linalg.norm(..., keepdims=True)`, logits by `np.matmul(q, k.T)` over the temperature, labels `np.arange(n)` from `q.shape[0]`, cross entropy by `npx.pick` of `npx.log_softmax`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(4, 16), (4, 16)]


class NumpyInfoNCE(HybridBlock):
    def __init__(self, in_units=16, out_dim=8, temperature=0.1, **kwargs):
        super().__init__(**kwargs)
        self._t = temperature
        self.proj = nn.Dense(out_dim, in_units=in_units)

    def forward(self, x1, x2):
        q = self.proj(x1)
        k = self.proj(x2)
        q = q / np.linalg.norm(q, axis=1, keepdims=True)
        k = k / np.linalg.norm(k, axis=1, keepdims=True)
        logits = np.matmul(q, k.T) / self._t
        labels = np.arange(q.shape[0])
        return -npx.pick(npx.log_softmax(logits, axis=1), labels, axis=1).mean()


Net = NumpyInfoNCE
