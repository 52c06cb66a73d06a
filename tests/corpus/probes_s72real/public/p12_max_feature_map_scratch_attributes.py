"""A LightCNN max-feature-map block keeping every intermediate on `self` (`self.slice_conv1 =
F.SliceChannel(...)`, then `F.maximum(self.slice_conv1[0], self.slice_conv1[1])`): written and read back
within one call, the three slice outputs picked by index; legal traced."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 8, 8)]


class MFM(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.conv_op_1 = nn.Conv2D(6, 3, padding=1)

    def hybrid_forward(self, F, x):
        self.conv_1 = self.conv_op_1(x)
        self.slice_conv1 = F.SliceChannel(data=self.conv_1, num_outputs=3, axis=1)
        self.aux_mfm_conv1 = F.maximum(self.slice_conv1[0], self.slice_conv1[1])
        self.mfm_conv1 = F.maximum(self.aux_mfm_conv1, self.slice_conv1[2])
        return self.mfm_conv1


Net = MFM
