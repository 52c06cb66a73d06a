"""MoCo loss (query and key encoders) with a learnable (1,) temperature Parameter applied by `broadcast_div`, labels by `F.zeros_like` of the positive column (`slice_axis`), and the InfoNCE loss as log-sum-exp minus the `pick`ed positive."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class MoCoLossLearnedT(HybridBlock):
    def __init__(self, dim=6, queue_size=8, **kwargs):
        super(MoCoLossLearnedT, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder_q = nn.Dense(dim, in_units=10)
            self.encoder_k = nn.Dense(dim, in_units=10)
            self.queue = self.params.get("queue", shape=(dim, queue_size), grad_req="null")
            self.temperature = self.params.get("temperature", shape=(1,), init=init.Constant(0.1))

    def hybrid_forward(self, F, im_q, im_k, queue, temperature):
        q = F.L2Normalization(self.encoder_q(im_q))
        k = F.stop_gradient(F.L2Normalization(self.encoder_k(im_k)))
        logits = F.concat(F.sum(q * k, axis=1, keepdims=True), F.dot(q, queue), dim=1)
        logits = F.broadcast_div(logits, temperature)
        labels = F.zeros_like(F.slice_axis(logits, axis=1, begin=0, end=1)).reshape((-1,))
        return F.mean(F.log(F.sum(F.exp(logits), axis=1)) - F.pick(logits, labels, axis=1))


Net = MoCoLossLearnedT
