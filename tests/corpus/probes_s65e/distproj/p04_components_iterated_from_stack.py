"""Mixture output averaging its components' means: the K (B, T) means stacked on axis 0 by `F.stack`, then
the stacked tensor iterated (`for m in means`) to weight each by its mixture probability."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class IteratedStackedComponents(HybridBlock):
    def __init__(self, num_components=3, **kwargs):
        super().__init__(**kwargs)
        self.num_components = num_components
        with self.name_scope():
            self.mix = nn.Dense(num_components, flatten=False)
            self.means = nn.Dense(num_components, flatten=False)

    def hybrid_forward(self, F, x):
        probs = F.softmax(self.mix(x), axis=-1)
        means = F.stack(*F.split(self.means(x), num_outputs=self.num_components, axis=-1, squeeze_axis=True), axis=0)
        ps = F.split(probs, num_outputs=self.num_components, axis=-1, squeeze_axis=True)
        out = 0
        for k, m in enumerate(means):
            out = out + ps[k] * m
        return out


Net = IteratedStackedComponents
