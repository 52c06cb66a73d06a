"""SegFormer all-MLP decoder: every stage's map projected by a 1x1 conv, resized to the first
stage's size with `BilinearResize2D(..., like=c1, mode='like')`, concatenated and fused."""
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
            self.fuse = nn.Conv2D(embed, 1, activation="relu")
            self.cls = nn.Conv2D(classes, 1)

    def hybrid_forward(self, F, c1):
        feats = [c1]
        for stage in self.stages:
            feats.append(stage(feats[-1]))
        outs = []
        for f, lin in zip(feats, self.linears):
            o = lin(f)
            if o is not feats[0]:
                o = F.contrib.BilinearResize2D(o, like=c1, mode="like")
            outs.append(o)
        return self.cls(self.fuse(F.concat(*outs[::-1], dim=1)))


Net = MLPDecoder
