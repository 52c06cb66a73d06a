"""CRAFT VGG16-BN-like backbone in stages: a list of HybridSequential slices registered with `register_child`, features gathered in a python list for the U-net, max-pooling between stages, and the deepest stage's dilated conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 3, 16, 16)]


class VGGStages(HybridBlock):
    def __init__(self, widths=(4, 8, 8), **kwargs):
        super().__init__(**kwargs)
        self.stages = []
        for i, w in enumerate(widths):
            stage = nn.HybridSequential(prefix="stage%d_" % i)
            if i:
                stage.add(nn.MaxPool2D(2, 2))
            stage.add(nn.Conv2D(w, 3, padding=1), nn.BatchNorm(), nn.Activation("relu"))
            self.register_child(stage)
            self.stages.append(stage)
        self.fc6 = nn.Conv2D(8, 3, padding=6, dilation=6)

    def hybrid_forward(self, F, x):
        feats = []
        for stage in self.stages:
            x = stage(x)
            feats.append(x)
        feats.append(F.relu(self.fc6(x)))
        return feats[::-1]


Net = VGGStages
