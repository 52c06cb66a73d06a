"""Graph WaveNet's self-adaptive adjacency: softmax(relu(E1 E2)) from two learned node embeddings, its powers accumulated from an identity sized by the input's node axis, each power applied to the signal with `+=`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, nodes=5, order=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.order = order
        with self.name_scope():
            self.e1 = self.params.get('e1', shape=(nodes, 4))
            self.e2 = self.params.get('e2', shape=(4, nodes))

    def hybrid_forward(self, F, x, e1, e2):
        adp = F.softmax(F.relu(F.dot(e1, e2)), axis=1)
        power = F.eye(x.shape[2])
        out = x
        for _ in range(self.order):
            power = F.dot(power, adp)
            out += F.dot(x, power)
        return out
