"""CRAFT feature pyramid fused at the finest scale: every map of a python list of stage outputs resized `like` the first by a list comprehension, concatenated; `len(feats)` sets the fuse conv's expectation."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 3, 16, 16)]


class PyramidFuse(HybridBlock):
    def __init__(self, widths=(4, 6, 8), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stages = nn.HybridSequential()
            for i, w in enumerate(widths):
                stage = nn.HybridSequential()
                if i:
                    stage.add(nn.MaxPool2D(2, 2))
                stage.add(nn.Conv2D(w, 3, padding=1, activation="relu"))
                self.stages.add(stage)
            self.fuse = nn.Conv2D(2, 1)

    def hybrid_forward(self, F, x):
        feats = []
        for stage in self.stages:
            x = stage(x)
            feats.append(x)
        resized = [feats[0]] + [F.contrib.BilinearResize2D(f, like=feats[0], mode="like") for f in feats[1:]]
        assert len(resized) == len(feats)
        return self.fuse(F.concat(*resized, dim=1))


Net = PyramidFuse
