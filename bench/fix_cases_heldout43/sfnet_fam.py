"""Flow alignment module of an SFNet port to GluonCV: `FAM.hybrid_forward(self, F, x_low, x_high,
offsets)` unpacks `B, C, H, W = F.shape_array(x_low)` (never used), resizes the high-level map to a
fixed size, predicts a 2-channel flow, adds the mesh-grid constant (`flow + offsets`, (N, H, W, 2) +
(1, H, W, 2) after `slice_like`) and samples the high-level map with `F.BilinearSampler`. Eagerly it
runs; hybridized, unpacking a Symbol into four names is a ValueError (a one-output Symbol iterates
once), and the sum would fail in shape inference (`_plus`).

Source: a public SFNet port for GluonCV (find_string id 8441325274; read by an analyzer held-out
round, tests/corpus/HELDOUT.md, "SFNet"; in no fix set), `CBR` and `FAM` as written; PSP, the
align head, the ResNet-18 network and `__main__` left out. Net: `FAM(4, 4, 6, 6)`. Inputs: the
low-level map (2, 4, 6, 6), the high-level map (2, 4, 3, 3).
"""
import numpy as np
from mxnet.gluon import nn, HybridBlock

INPUTS = [(2, 4, 6, 6), (2, 4, 3, 3)]


# convlution // batch normalization // Relu
class CBR(HybridBlock):
    def __init__(self, in_channels, out_channels, kernel_size, stride, pad, 
                                    norm_layer=nn.BatchNorm, norm_kwargs=None, 
                                    is_bn=True, is_relu=True, is_bias=False):
        super(CBR, self).__init__()
        self.is_bn = is_bn
        self.is_relu = is_relu
        self.conv = nn.Conv2D(in_channels=in_channels, channels=out_channels, 
                kernel_size=kernel_size, strides=stride, padding=pad, use_bias=is_bias)
        if self.is_bn:
            self.bn = norm_layer(in_channels=out_channels, **({} if norm_kwargs is None else norm_kwargs))
        if self.is_relu:
            # self.relu = nn.Activation('relu')
            self.relu = nn.LeakyReLU(alpha=0.1)

    def hybrid_forward(self, F, x):
        x = self.conv(x)
        if self.is_bn:
            x = self.bn(x)
        if self.is_relu:
            x = self.relu(x)
        return x


class FAM(HybridBlock):
    def __init__(self, in_channels=128, out_channels=128, height=320, width=320):
        super(FAM, self).__init__()
        self.low_conv = CBR(in_channels, out_channels, 1, 1, 0, is_bn=False, is_relu=False)
        self.high_conv = CBR(in_channels, out_channels, 1, 1, 0, is_bn=False, is_relu=False)
        self.flow_conv = CBR(out_channels*2, 2, 3, 1, 1, is_bn=False, is_relu=False)
        # mesh grid
        grid_x = np.arange(height)
        grid_y = np.arange(width)
        grid_x, grid_y = np.meshgrid(grid_x, grid_y)
        # stack to (n, n, 2)
        offsets = np.concatenate((grid_x[:, :, np.newaxis], grid_y[:, :, np.newaxis]), axis=-1)
        # expand dims to (1, n, n, 2) so it's easier for broadcasting
        offsets = np.array(np.expand_dims(offsets, axis=0)).astype(np.float32)
        self.offsets = self.params.get_constant('offsets', offsets)
        self.height = height
        self.width = width
        self._up_kwargs = {'height': height, 'width': width}

    def hybrid_forward(self, F, x_low, x_high, offsets):
        B, C, H, W = F.shape_array(x_low)
        x_high_ori = x_high
        x_low = self.low_conv(x_low)
        x_high = self.high_conv(x_high)
        x_high = F.contrib.BilinearResize2D(x_high, **self._up_kwargs)
        fusion_layer = F.concat(x_low, x_high, dim=1)
        flow = self.flow_conv(fusion_layer).transpose(axes=(0, 2, 3, 1)) # B * H * W * 2
        offsets = F.slice_like(offsets, flow * 0, axes=(1, 2))
        offsets = F.stop_gradient(offsets)
        flow = flow + offsets
        vgrid_x = 2.0 * flow.slice_axis(axis=-1, begin=0, end=1) / max(self.height-1, 1) - 1.0
        vgrid_y = 2.0 * flow.slice_axis(axis=-1, begin=1, end=None) / max(self.width-1, 1) - 1.0
        vgrid = F.concat(vgrid_x, vgrid_y, dim=-1).transpose(axes=(0, 3, 1, 2)) 
        output = F.BilinearSampler(x_high_ori, vgrid)
        return output


class Net(FAM):
    def __init__(self):
        super(Net, self).__init__(4, 4, 6, 6)
