"""SegFormer all-MLP decoder resizing every stage to `c1.shape[2:]` (height=..., width=...)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class MLPDecoder(HybridBlock):
    def __init__(self, dims=(4, 6, 8), embed=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stages = nn.HybridSequential()
            for d in dims[1:]:
                self.stages.add(nn.Conv2D(d, 3, strides=2, padding=1))
            self.linears = nn.HybridSequential()
            for _ in dims:
                self.linears.add(nn.Conv2D(embed, 1))
            self.cls = nn.Conv2D(classes, 1)

    def hybrid_forward(self, F, c1):
        feats = [c1]
        for stage in self.stages:
            feats.append(stage(feats[-1]))
        h, w = c1.shape[2:]
        outs = [F.contrib.BilinearResize2D(lin(f), height=h, width=w) for f, lin in zip(feats, self.linears)]
        return self.cls(F.concat(*outs, dim=1))


Net = MLPDecoder
