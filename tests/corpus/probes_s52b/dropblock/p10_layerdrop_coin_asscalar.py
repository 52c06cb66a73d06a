"""LayerDrop with the coin drawn on the graph: `coin = F.random.uniform(shape=(1,))` and the layer is skipped when `coin.asscalar() < self.drop_prob` (rate 0 by default keeps every layer)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, depth=3, hidden=6, drop_prob=0.0, **kwargs):
        super().__init__(**kwargs)
        self.drop_prob = drop_prob
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(depth):
                self.layers.add(nn.Dense(hidden, activation="tanh"))

    def hybrid_forward(self, F, x):
        for layer in self.layers:
            coin = F.random.uniform(shape=(1,))
            if coin.asscalar() < self.drop_prob:
                continue
            x = x + layer(x)
        return x
