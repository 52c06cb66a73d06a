"""Bilinear pooling for VQA: the outer product of question and image vectors, flattened and signed-sqrt normalised."""
from mxnet.gluon import nn


INPUTS = [(2, 3), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, q_dim=3, v_dim=4, answers=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.classifier = nn.Dense(answers, in_units=q_dim * v_dim)

    def hybrid_forward(self, F, q, v):
        outer = q.expand_dims(2) * v.expand_dims(1)
        flat = outer.reshape((q.shape[0], -1))
        flat = F.sign(flat) * F.sqrt(F.abs(flat) + 1e-8)
        return self.classifier(F.L2Normalization(flat))
