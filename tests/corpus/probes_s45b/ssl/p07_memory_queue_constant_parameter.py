"""MoCo negatives from a memory queue held as a Parameter with grad_req='null', received as an input of hybrid_forward."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class QueueContrast(HybridBlock):
    def __init__(self, dim=8, queue_size=16, temperature=0.07, **kwargs):
        super().__init__(**kwargs)
        self._tau = temperature
        with self.name_scope():
            self.encoder = nn.Dense(dim)
            self.queue = self.params.get("queue", shape=(queue_size, dim), init=init.Normal(1.0),
                                         grad_req="null")

    def hybrid_forward(self, F, x_q, x_k, queue):
        q = F.L2Normalization(self.encoder(x_q), mode="instance")
        k = F.BlockGrad(F.L2Normalization(self.encoder(x_k), mode="instance"))
        l_pos = F.sum(q * k, axis=1, keepdims=True)
        l_neg = F.dot(q, F.L2Normalization(queue, mode="instance"), transpose_b=True)
        logits = F.concat(l_pos, l_neg, dim=1) / self._tau
        # the positive is column 0
        return -F.mean(F.pick(F.log_softmax(logits, axis=1), F.zeros_like(F.sum(q, axis=1)), axis=1))


class Net(QueueContrast):
    pass
