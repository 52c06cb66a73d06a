"""MoCo contrastive logits: query and key encoders, `L2Normalization`, positive logits `F.sum(q * k, axis=1, keepdims=True)`, negatives `F.dot(q, queue)` against a (C, K) queue Parameter (`grad_req="null"`), concatenated and divided by a python temperature."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 10)]


class MoCoLogits(HybridBlock):
    def __init__(self, dim=6, queue_size=8, T=0.07, **kwargs):
        super(MoCoLogits, self).__init__(**kwargs)
        self.T = T
        with self.name_scope():
            self.encoder_q = nn.Dense(dim, in_units=10)
            self.encoder_k = nn.Dense(dim, in_units=10)
            self.queue = self.params.get("queue", shape=(dim, queue_size), grad_req="null")

    def hybrid_forward(self, F, im_q, im_k, queue):
        q = F.L2Normalization(self.encoder_q(im_q))
        k = F.stop_gradient(F.L2Normalization(self.encoder_k(im_k)))
        l_pos = F.sum(q * k, axis=1, keepdims=True)
        l_neg = F.dot(q, F.L2Normalization(queue.transpose()).transpose())
        return F.concat(l_pos, l_neg, dim=1) / self.T


Net = MoCoLogits
