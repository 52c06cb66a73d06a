"""DiCENet's spatial dimension-wise convolution along the height: with a free input size the
branch reads `height, width = x.shape[2:]`, resizes the map to the base height when they differ
(python `!=` / `<` on sizes choose between BilinearResize2D and AdaptiveAvgPooling2D), swaps the
height into the channel axis for a grouped 3x3 conv, swaps back, and compares
`x.shape[self.index]` with the real size to undo the resize.

Source: osmr/imgclsmob gluon/gluoncv2/models/dicenet.py (SpatialDiceBranch.hybrid_forward) at
c1a844dde061f6d72f25011dc1af9a2e35b1bdfc; adapted: conv3x3 inlined as a grouped Conv2D,
fixed_size=False.
"""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 5)]


class Net(nn.HybridBlock):
    def __init__(self, sp_size=4, is_height=True, fixed_size=False, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.is_height = is_height
        self.fixed_size = fixed_size
        self.index = 2 if is_height else 3
        self.base_sp_size = sp_size
        with self.name_scope():
            self.conv = nn.Conv2D(self.base_sp_size, 3, padding=1, groups=self.base_sp_size, use_bias=False,
                                  in_channels=self.base_sp_size)

    def hybrid_forward(self, F, x):
        if not self.fixed_size:
            height, width = x.shape[2:]
            if self.is_height:
                real_sp_size = height
                real_in_size = (real_sp_size, width)
                base_in_size = (self.base_sp_size, width)
            else:
                real_sp_size = width
                real_in_size = (height, real_sp_size)
                base_in_size = (height, self.base_sp_size)
            if real_sp_size != self.base_sp_size:
                if real_sp_size < self.base_sp_size:
                    x = F.contrib.BilinearResize2D(x, height=base_in_size[0], width=base_in_size[1])
                else:
                    x = F.contrib.AdaptiveAvgPooling2D(x, output_size=base_in_size)

        x = x.swapaxes(1, self.index)
        x = self.conv(x)
        x = x.swapaxes(1, self.index)

        if not self.fixed_size:
            changed_sp_size = x.shape[self.index]
            if real_sp_size != changed_sp_size:
                if changed_sp_size < real_sp_size:
                    x = F.contrib.BilinearResize2D(x, height=real_in_size[0], width=real_in_size[1])
                else:
                    x = F.contrib.AdaptiveAvgPooling2D(x, output_size=real_in_size)
        return x
