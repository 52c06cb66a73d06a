"""Non-local block of an experimental attention/SPP/deformable-convolution module:
`NonLocalBlock.hybrid_forward(self, F, x)` unpacks `batch_size, channels, height, width = x.shape`
and reshapes with those numbers, positionally (`g_x.reshape(batch_size, self.inter_channels, -1)`,
`out.reshape(batch_size, self.inter_channels, height, width)`), around `F.linalg_gemm2` and an
embedded-Gaussian softmax. Eagerly it runs; hybridized `x.shape` is an AttributeError of the Symbol.

Source: a public MXNet layer module (find_string id 9125419352, "experimental API"; read by an
analyzer held-out round, tests/corpus/HELDOUT.md, "attention/SPP/DCN module"; in no fix set),
`NonLocalBlock` as written; SelfAttention (its own case), SpatialPyramidPool and DeformableConv2D
left out. Net: 4 input channels (2 inner), no subsampling, BatchNorm, 'em_gaussian'. Input
(2, 4, 3, 5).
"""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3, 5)]


class NonLocalBlock(nn.HybridBlock):
    """
    Non-local block.
    Reference: Wang, X., Girshick, R., Gupta, A., & He, K. (2018). Non-local Neural Networks.
        In 2018 IEEE/CVF Conference on Computer Vision and Pattern Recognition (pp. 7794–7803).
        IEEE. https://doi.org/10.1109/CVPR.2018.00813
    """

    def __init__(self, in_channels, subsample=False, norm_layer=nn.BatchNorm, norm_kwargs=None, mode='em_gaussian'):
        super(NonLocalBlock, self).__init__()
        with self.name_scope():
            assert mode in ['dot_product', 'em_gaussian']
            self.inter_channels = in_channels // 2
            self.mode = mode

            self.g = nn.Conv2D(channels=self.inter_channels, kernel_size=1, use_bias=False, in_channels=in_channels)
            self.theta = nn.Conv2D(channels=self.inter_channels, kernel_size=1, use_bias=False, in_channels=in_channels)
            self.phi = nn.Conv2D(channels=self.inter_channels, kernel_size=1, use_bias=False, in_channels=in_channels)
            self.subsample = subsample
            if self.subsample:
                self.pool_layer = nn.MaxPool2D(pool_size=(2, 2))

            self.z = nn.Conv2D(channels=in_channels, kernel_size=1, use_bias=False, in_channels=self.inter_channels)
            if norm_layer is not None:
                self.bn = True
                self.bn_layer = norm_layer(in_channels=in_channels, **({} if norm_kwargs is None else norm_kwargs))

    def hybrid_forward(self, F, x, *args, **kwargs):
        batch_size, channels, height, width = x.shape
        # Embedded space by g
        g_x = self.g(x)
        if self.subsample:
            g_x = self.pool_layer(g_x)
        g_x = g_x.reshape(batch_size, self.inter_channels, -1)
        # Embedded space by phi
        phi_x = self.phi(x)
        if self.subsample:
            phi_x = self.pool_layer(phi_x)
        phi_x = phi_x.reshape(batch_size, self.inter_channels, -1)
        # Embedded space by theta
        theta_x = self.theta(x).reshape(batch_size, self.inter_channels, -1).transpose(axes=(0, 2, 1))

        if self.mode == 'dot_product':
            energy = F.linalg_gemm2(theta_x, phi_x)
            energy = energy / energy.shape[-1]
        else:
            energy = F.linalg_gemm2(theta_x, phi_x)
            energy = F.softmax(energy, axis=-1)

        out = F.linalg_gemm2(g_x, energy.transpose(axes=(0, 2, 1)))
        out = out.reshape(batch_size, self.inter_channels, height, width)
        out = self.z(out)
        if self.bn:
            out = self.bn_layer(out)

        return out + x


class Net(NonLocalBlock):
    def __init__(self):
        super(Net, self).__init__(4)
