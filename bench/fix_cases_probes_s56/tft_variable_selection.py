"""Variable selection network: every scalar input variable embedded by its own Dense in a loop over `x.shape[-1]` (`x[..., i:i + 1]`), the flattened inputs scored into softmax weights (N, T, V) and the embeddings (N, T, V, H) summed under the weights given a last axis."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_vars=3, hidden=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.embeds = nn.HybridSequential()
            for _ in range(num_vars):
                self.embeds.add(nn.Dense(hidden, in_units=1, flatten=False))
            self.select = nn.Dense(num_vars, in_units=num_vars, flatten=False)

    def hybrid_forward(self, F, x):
        embs = [self.embeds[i](x[..., i:i + 1]) for i in range(x.shape[-1])]
        stacked = F.stack(*embs, axis=2)
        w = F.softmax(self.select(x), axis=-1)
        return (w.expand_dims(-1) * stacked).sum(axis=2), w
