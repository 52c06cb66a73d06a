"""MaskFormer's auxiliary outputs: a list of decoder layers, each refining the queries and producing
class logits; the logits of every layer averaged over the list by `total += ...` from `F.zeros`
of the logits' shape and `/ len(self.layers)`, the final mask scores sigmoid'ed."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, num_classes=2, num_layers=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(num_layers):
                self.layers.add(nn.Dense(dim, in_units=dim, flatten=False, activation='relu'))
            self.cls = nn.Dense(num_classes + 1, in_units=dim, flatten=False)

    def hybrid_forward(self, F, queries):
        b, q, _ = queries.shape
        total = F.zeros((b, q, 3))
        x = queries
        for layer in self.layers:
            x = layer(x)
            total += self.cls(x)
        return total / len(self.layers)
