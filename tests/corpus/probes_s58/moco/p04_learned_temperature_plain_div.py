"""MoCo logits divided by a learnable (1,) temperature Parameter with a plain `/`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class MoCoLearnedTPlain(HybridBlock):
    def __init__(self, dim=6, queue_size=8, **kwargs):
        super(MoCoLearnedTPlain, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder = nn.Dense(dim, in_units=10)
            self.queue = self.params.get("queue", shape=(dim, queue_size), grad_req="null")
            self.temperature = self.params.get("temperature", shape=(1,), init=init.Constant(0.1))

    def hybrid_forward(self, F, im_q, im_k, queue, temperature):
        q = F.L2Normalization(self.encoder(im_q))
        k = F.stop_gradient(F.L2Normalization(self.encoder(im_k)))
        logits = F.concat(F.sum(q * k, axis=1, keepdims=True), F.dot(q, queue), dim=1)
        return F.log_softmax(logits / temperature, axis=1)


Net = MoCoLearnedTPlain
