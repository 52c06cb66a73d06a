"""LayoutLMv2's spatial-aware attention bias: relative x and y distances of every token pair from the boxes' left and top coordinates (`cx.expand_dims(2) - cx.expand_dims(1)`), bucketed by clipping, a learned bias per bucket added to the token scores before the softmax."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, buckets=9, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.half = buckets // 2
        with self.name_scope():
            self.q = nn.Dense(4, in_units=4, flatten=False)
            self.k = nn.Dense(4, in_units=4, flatten=False)
            self.bias_x = nn.Embedding(buckets, 1)
            self.bias_y = nn.Embedding(buckets, 1)

    def hybrid_forward(self, F, x, bbox):
        cx = F.floor((bbox[:, :, 0] + 1) * 4)
        cy = F.floor((bbox[:, :, 1] + 1) * 4)
        rx = F.clip(cx.expand_dims(2) - cx.expand_dims(1), -self.half, self.half) + self.half
        ry = F.clip(cy.expand_dims(2) - cy.expand_dims(1), -self.half, self.half) + self.half
        scores = F.batch_dot(self.q(x), self.k(x), transpose_b=True) / (x.shape[-1] ** 0.5)
        scores = scores + self.bias_x(rx).squeeze(axis=3) + self.bias_y(ry).squeeze(axis=3)
        return F.batch_dot(F.softmax(scores, axis=-1), x)
