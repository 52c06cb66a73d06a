"""nnU-Net style deep supervision: a head on each decoder level, the coarse heads upsampled to full size by nearest-neighbour `repeat` along the three spatial axes (a python loop over axes and the level's scale), returned as a list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 8, 8, 8)]


class DeepSupervision(HybridBlock):
    def __init__(self, in_ch=2, base=4, classes=3, **kwargs):
        super(DeepSupervision, self).__init__(**kwargs)
        with self.name_scope():
            self.enc1 = nn.Conv3D(base, 3, padding=1, in_channels=in_ch, activation="relu")
            self.enc2 = nn.Conv3D(base, 3, strides=2, padding=1, in_channels=base, activation="relu")
            self.enc3 = nn.Conv3D(base, 3, strides=2, padding=1, in_channels=base, activation="relu")
            self.heads = nn.HybridSequential()
            for _ in range(3):
                self.heads.add(nn.Conv3D(classes, 1, in_channels=base))

    @staticmethod
    def _upsample(F, x, scale):
        for axis in (2, 3, 4):
            x = F.repeat(x, repeats=scale, axis=axis)
        return x

    def hybrid_forward(self, F, x):
        f1 = self.enc1(x)
        f2 = self.enc2(f1)
        f3 = self.enc3(f2)
        outs = []
        for level, feat in enumerate((f1, f2, f3)):
            logits = self.heads[level](feat)
            outs.append(logits if level == 0 else self._upsample(F, logits, 2 ** level))
        return outs


Net = DeepSupervision
