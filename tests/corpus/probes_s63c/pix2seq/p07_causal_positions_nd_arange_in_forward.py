"""Pix2Seq decoder positions by `mx.nd.arange(self.seq_len)` inside hybrid_forward -- an NDArray made in the graph."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class NdPositions(HybridBlock):
    def __init__(self, units=8, seq_len=6, **kwargs):
        super(NdPositions, self).__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.pos = nn.Embedding(seq_len, units)

    def hybrid_forward(self, F, x):
        pos = self.pos(mx.nd.arange(self.seq_len))
        return F.broadcast_add(x, pos.expand_dims(0))


Net = NdPositions
