"""Style loss summed over several feature layers kept in a python list: `len(feats)` and `zip` over python lists of tensors, weights by position."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class FeatureExtractor(HybridBlock):
    def __init__(self, widths=(4, 6, 8), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stages = nn.HybridSequential()
            in_ch = 3
            for w in widths:
                self.stages.add(nn.Conv2D(w, 3, padding=1, in_channels=in_ch, activation="relu"))
                in_ch = w

    def hybrid_forward(self, F, x):
        feats = []
        for stage in self.stages:
            x = stage(x)
            feats.append(x)
        return feats


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.extract = FeatureExtractor()

    def hybrid_forward(self, F, generated, style):
        g_feats = self.extract(generated)
        s_feats = self.extract(style)
        loss = 0
        for i, (g, s) in enumerate(zip(g_feats, s_feats)):
            gm = F.batch_dot(g.reshape((0, 0, -1)), g.reshape((0, 0, -1)), transpose_b=True)
            sm = F.batch_dot(s.reshape((0, 0, -1)), s.reshape((0, 0, -1)), transpose_b=True)
            loss = loss + F.mean(F.square(gm - sm)) / (i + 1)
        return loss / len(g_feats)
