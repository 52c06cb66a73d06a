"""SAGAN-style self-attention of an experimental attention/SPP/deformable-convolution module:
`SelfAttention.hybrid_forward(self, F, x)` unpacks `batch_size, channels, height, width = x.shape`,
reshapes the projections positionally with those numbers and `height * width`, and mixes the result
in with `self.gamma.data() * out + x` -- the (1,) Parameter's NDArray, taken in hybrid code rather
than as an argument. Eagerly it runs; hybridized `x.shape` is an AttributeError of the Symbol (and
`gamma.data()` is an NDArray that no Symbol takes).

Source: a public MXNet layer module (find_string id 9125419352, "experimental API"; read by an
analyzer held-out round, tests/corpus/HELDOUT.md, "attention/SPP/DCN module"; in no fix set),
`SelfAttention` as written; NonLocalBlock (its own case), SpatialPyramidPool and DeformableConv2D
left out. Net: 8 channels, reduction 4; gamma keeps its own `init.Zero()` (a Parameter's initializer
wins over the harness's Xavier), so the first output is `0 * out + x`; the attention output carries
the computation. Input (2, 8, 3, 4). Outputs: the map and the attention.
"""
from mxnet import init
from mxnet.gluon import nn

INPUTS = [(2, 8, 3, 4)]


class SelfAttention(nn.HybridBlock):
    """
    Self-attention.
    References: Zhang, H., Goodfellow, I., Metaxas, D., & Odena, A. (2018).
        Self-attention generative adversarial networks. arXiv preprint arXiv:1805.08318.
    """

    def __init__(self, in_channels, reduction=8):
        super(SelfAttention, self).__init__()
        with self.name_scope():
            self.query_proj = nn.Conv2D(channels=in_channels // reduction, kernel_size=1, use_bias=False,
                                        in_channels=in_channels)
            self.key_proj = nn.Conv2D(channels=in_channels // reduction, kernel_size=1, use_bias=False,
                                      in_channels=in_channels)
            self.value_proj = nn.Conv2D(channels=in_channels, kernel_size=1, use_bias=False, in_channels=in_channels)
            self.gamma = self.params.get('gamma', shape=(1,), init=init.Zero(), allow_deferred_init=True)

    def hybrid_forward(self, F, x, *args, **kwargs):
        """
        input:
            feature maps with NCHW shape
        returns:
            out: self-attention feature maps + input feature maps with shape NCHW
            attention: self-attention score with shape N(HW)(HW) and sum of each row equals to 1
        """
        batch_size, channels, height, width = x.shape
        query = self.query_proj(x).reshape(batch_size, -1, height * width).transpose(axes=(0, 2, 1))  # N(HW)C
        key = self.key_proj(x).reshape(batch_size, -1, height * width)  # NC(HW)
        energy = F.linalg_gemm2(query, key)  # N(HW)(HW)
        attention = F.softmax(energy, axis=-1)  # N(HW)(HW)
        value = self.value_proj(x).reshape(batch_size, -1, height * width)  # NC(HW)

        out = F.linalg_gemm2(value, attention.transpose(axes=(0, 2, 1))).reshape(batch_size, channels, height, width)
        out = self.gamma.data() * out + x

        return out, attention


class Net(SelfAttention):
    def __init__(self):
        super(Net, self).__init__(8, reduction=4)
