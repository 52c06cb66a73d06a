"""MoCo-style InfoNCE with a queue of negatives held as a (d, K) constant: positives `sum(q * k, axis=1, keepdims=True)`, negatives `dot(q, queue)`, logits concatenated and reshaped with `self.queue.shape[1]` (the Parameter object's shape, a python int), label 0 picked."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 16), (4, 16)]


class QueueInfoNCE(HybridBlock):
    def __init__(self, in_units=16, dim=8, queue_size=6, temperature=0.07, **kwargs):
        super(QueueInfoNCE, self).__init__(**kwargs)
        self._t = temperature
        queue = np.random.RandomState(0).normal(size=(dim, queue_size)).astype("float32")
        queue /= np.linalg.norm(queue, axis=0, keepdims=True)
        with self.name_scope():
            self.encoder_q = nn.Dense(dim, in_units=in_units)
            self.encoder_k = nn.Dense(dim, in_units=in_units)
            self.queue = self.params.get_constant("queue", queue)

    def hybrid_forward(self, F, x_q, x_k, queue):
        q = F.L2Normalization(self.encoder_q(x_q), mode="instance")
        k = F.BlockGrad(F.L2Normalization(self.encoder_k(x_k), mode="instance"))
        l_pos = (q * k).sum(axis=1, keepdims=True)
        l_neg = F.dot(q, queue)
        logits = F.concat(l_pos, l_neg, dim=1).reshape((-1, 1 + self.queue.shape[1])) / self._t
        return -F.log_softmax(logits, axis=1).slice_axis(axis=1, begin=0, end=1).mean()


Net = QueueInfoNCE
