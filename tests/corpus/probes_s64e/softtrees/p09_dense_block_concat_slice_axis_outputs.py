"""NODE DenseBlock: each layer reads the input concatenated with every earlier layer's trees (`F.concat(features, h, dim=-1)`), the tree outputs cut back off by `F.slice_axis(features, axis=-1, begin=self._in, end=None)`, reshaped to (N, layers*trees, units) by reshape codes and averaged."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class DenseBlock(HybridBlock):
    def __init__(self, in_features=5, layers=2, trees=3, units=2, **kwargs):
        super().__init__(**kwargs)
        self._in, self._n = in_features, layers * trees
        self.layers = nn.HybridSequential()
        width = in_features
        for _ in range(layers):
            self.layers.add(nn.Dense(trees * units, in_units=width, activation="sigmoid"))
            width += trees * units

    def hybrid_forward(self, F, x):
        features = x
        for layer in self.layers:
            features = F.concat(features, layer(features), dim=-1)
        outputs = F.slice_axis(features, axis=-1, begin=self._in, end=None)
        return F.mean(outputs.reshape((0, self._n, -1)), axis=1)


Net = DenseBlock
