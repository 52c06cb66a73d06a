"""Numpy-mode SASRec input whose positions are `F.np.arange(seq.shape[1])`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 5, 8)]


@use_np
class NumpyInput(HybridBlock):
    def __init__(self, max_len=5, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos_emb = nn.Embedding(max_len, units)

    def hybrid_forward(self, F, h):
        positions = F.np.arange(h.shape[1])
        return h + F.np.expand_dims(self.pos_emb(positions), 0)


Net = NumpyInput
