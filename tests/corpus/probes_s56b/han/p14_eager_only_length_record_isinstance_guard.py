"""HAN sentence attention that records the longest document seen only when called eagerly, under `isinstance(sents, nd.NDArray)`, reading `sents.shape[1]` there."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 6)]


class RecordingAttention(HybridBlock):
    def __init__(self, units=6, att=4, **kwargs):
        super(RecordingAttention, self).__init__(**kwargs)
        self.longest = 0
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, sents):
        if isinstance(sents, nd.NDArray):
            self.longest = max(self.longest, sents.shape[1])
        alpha = F.softmax(self.context(self.proj(sents)), axis=1)
        return F.sum(F.broadcast_mul(alpha, sents), axis=1)


Net = RecordingAttention
