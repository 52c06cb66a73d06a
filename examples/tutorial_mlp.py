"""The multilayer perceptron of the Gluon hybridization tutorial.

Two ways people write it: a ``HybridSequential`` of ``Dense`` layers, and a
``HybridBlock`` subclass with its own ``hybrid_forward``.  Both hybridize.

    hybridlint verify examples/tutorial_mlp.py:get_net --input 8x512
    hybridlint verify examples/tutorial_mlp.py:MLP --input 8x512 --args '{"hidden": 64}'
"""
import mxnet as mx
from mxnet import nd
from mxnet.gluon import nn


def get_net():
    net = nn.HybridSequential()
    with net.name_scope():
        net.add(nn.Dense(256, activation="relu"))
        net.add(nn.Dense(128, activation="relu"))
        net.add(nn.Dense(2))
    return net


class MLP(nn.HybridBlock):
    def __init__(self, hidden=256, classes=10, dropout=0.5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.hidden1 = nn.Dense(hidden)
            self.hidden2 = nn.Dense(hidden // 2)
            self.dropout = nn.Dropout(dropout)
            self.output = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        x = F.relu(self.hidden1(x))
        x = self.dropout(F.relu(self.hidden2(x)))
        return F.log_softmax(self.output(x))


if __name__ == "__main__":
    net = get_net()
    net.initialize(mx.init.Xavier())
    x = nd.random.uniform(shape=(4, 512))
    print(net(x))
    net.hybridize()
    print(net(x))
