"""MoCo loss with the all-zero positive labels made by `F.zeros((logits.shape[0],))` for `SoftmaxCrossEntropyLoss`-style `pick`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class MoCoLoss(HybridBlock):
    def __init__(self, dim=6, queue_size=8, T=0.2, **kwargs):
        super(MoCoLoss, self).__init__(**kwargs)
        self.T = T
        with self.name_scope():
            self.encoder_q = nn.Dense(dim, in_units=10)
            self.encoder_k = nn.Dense(dim, in_units=10)
            self.queue = self.params.get("queue", shape=(dim, queue_size), grad_req="null")

    def hybrid_forward(self, F, im_q, im_k, queue):
        q = F.L2Normalization(self.encoder_q(im_q))
        k = F.L2Normalization(self.encoder_k(im_k))
        logits = F.concat(F.sum(q * k, axis=1, keepdims=True), F.dot(q, queue), dim=1) / self.T
        labels = F.zeros((logits.shape[0],))
        return -F.mean(F.pick(F.log(F.softmax(logits, axis=1)), labels, axis=1))


Net = MoCoLoss
