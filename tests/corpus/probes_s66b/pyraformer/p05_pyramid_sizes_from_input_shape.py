"""Pyraformer head whose scale sizes come from a module helper `pyramid_sizes(x, window, levels)` reading
`x.shape[1]` in the graph, then the last node of each scale by `slice_axis`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


def pyramid_sizes(x, window, levels):
    return [x.shape[1] // window ** i for i in range(levels)]


class ConvConstruct(HybridBlock):
    def __init__(self, d_model=4, window_size=(2, 2), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)
            self.convs = nn.HybridSequential()
            for w in window_size:
                self.convs.add(nn.Conv1D(d_model, kernel_size=w, strides=w))

    def hybrid_forward(self, F, x):
        h = self.embed(x).transpose((0, 2, 1))
        outs = [h]
        for conv in self.convs:
            h = conv(h)
            outs.append(h)
        return F.concat(*outs, dim=2).transpose((0, 2, 1))


class ShapeSizedHead(HybridBlock):
    def __init__(self, window=2, levels=3, d_model=4, horizon=3, **kwargs):
        super().__init__(**kwargs)
        self.window = window
        self.levels = levels
        with self.name_scope():
            self.cscm = ConvConstruct(d_model, (window,) * (levels - 1))
            self.head = nn.Dense(horizon)

    def hybrid_forward(self, F, x):
        sizes = pyramid_sizes(x, self.window, self.levels)
        h = self.cscm(x)
        ends = [sum(sizes[:i + 1]) for i in range(self.levels)]
        nodes = [F.slice_axis(h, axis=1, begin=e - 1, end=e) for e in ends]
        return self.head(F.concat(*nodes, dim=1).reshape((0, -1)))


Net = ShapeSizedHead
