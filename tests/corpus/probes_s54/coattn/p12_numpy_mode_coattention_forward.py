"""Numpy-mode co-attention (MXNet 2 style `forward`): `np.matmul` with `np.swapaxes`, `npx.softmax` over each axis, features concatenated by `np.concatenate`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4, 6), (2, 7, 6)]


class NumpyCoAttention(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def forward(self, question, document):
        q = self.proj(question)
        affinity = np.matmul(q, np.swapaxes(document, 1, 2))
        to_doc = np.matmul(npx.softmax(affinity, axis=-1), document)
        to_q = np.matmul(np.swapaxes(npx.softmax(affinity, axis=1), 1, 2), q)
        return np.concatenate([to_q, document], axis=-1), to_doc


Net = NumpyCoAttention
