"""DiCENet's spatial branch from osmr/imgclsmob's Gluon model zoo (gluon/gluoncv2/models/dicenet.py,
`SpatialDiceBranch`). With `fixed_size=False` `hybrid_forward` unpacks `height, width = x.shape[2:]`,
compares the real size with the base one in python (`if real_sp_size != self.base_sp_size`, `<`), resizes
or pools to it, swaps the selected axis into the channel position for a grouped 3x3 conv, and reads
`x.shape[self.index]` to undo the resize. Eagerly it runs; hybridized `x.shape` on a Symbol raises
AttributeError.

The repository's `gluon/` folder was read by an analyzer held-out round (see tests/corpus/HELDOUT.md) and
other classes of it are fix cases (heldout5, heldout32, heldout39); this class was in none of them.

Source: osmr/imgclsmob @ c1a844dde0, gluon/gluoncv2/models/dicenet.py (SpatialDiceBranch) and
gluon/gluoncv2/models/common.py (conv3x3), as written, docstrings left out. Net: sp_size 6, the height
branch, fixed_size False. Input: a (2, 3, 4, 5) batch (height 4 < 6: resized up, then pooled back).
"""
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 3, 4, 5)]


def conv3x3(in_channels,
            out_channels,
            strides=1,
            padding=1,
            dilation=1,
            groups=1,
            use_bias=False):
    return nn.Conv2D(
        channels=out_channels,
        kernel_size=3,
        strides=strides,
        padding=padding,
        dilation=dilation,
        groups=groups,
        use_bias=use_bias,
        in_channels=in_channels)


class SpatialDiceBranch(HybridBlock):
    def __init__(self,
                 sp_size,
                 is_height,
                 fixed_size,
                 **kwargs):
        super(SpatialDiceBranch, self).__init__(**kwargs)
        self.is_height = is_height
        self.fixed_size = fixed_size
        self.index = 2 if is_height else 3
        self.base_sp_size = sp_size

        with self.name_scope():
            self.conv = conv3x3(
                in_channels=self.base_sp_size,
                out_channels=self.base_sp_size,
                groups=self.base_sp_size)

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


class Net(SpatialDiceBranch):
    def __init__(self):
        super(Net, self).__init__(sp_size=6, is_height=True, fixed_size=False)
