"""Attention-based MIL pooling (Ilse et al.) over one bag of instances: attention logits (K, 1) transposed with `.T`, softmax over instances, the bag embedding by dot, and the bag classifier."""
from mxnet.gluon import nn


INPUTS = [(6, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.feat = nn.Dense(4, in_units=5, activation='relu')
            self.att = nn.HybridSequential()
            self.att.add(nn.Dense(3, in_units=4, activation='tanh'), nn.Dense(1, in_units=3))
            self.cls = nn.Dense(1, in_units=4)

    def hybrid_forward(self, F, bag):
        h = self.feat(bag)
        a = F.softmax(self.att(h).T, axis=1)
        z = F.dot(a, h)
        return F.sigmoid(self.cls(z)), a
