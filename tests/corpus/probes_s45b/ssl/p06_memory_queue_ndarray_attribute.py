"""MoCo negatives from a memory queue kept on the block as an NDArray (`self.queue`) and concatenated with the keys."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class Net(HybridBlock):
    def __init__(self, dim=8, queue_size=16, temperature=0.07, **kwargs):
        super().__init__(**kwargs)
        self._tau = temperature
        self.queue = mx.nd.L2Normalization(mx.nd.random.normal(shape=(queue_size, dim)), mode="instance")
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=10)

    def hybrid_forward(self, F, x_q, x_k):
        q = F.L2Normalization(self.encoder(x_q), mode="instance")
        k = F.BlockGrad(F.L2Normalization(self.encoder(x_k), mode="instance"))
        l_pos = F.sum(q * k, axis=1, keepdims=True)
        l_neg = F.dot(q, self.queue, transpose_b=True)
        logits = F.concat(l_pos, l_neg, dim=1) / self._tau
        return -F.mean(F.log_softmax(logits, axis=1).slice_axis(axis=1, begin=0, end=1))
