"""A video style-transfer network's temporal luminance loss: `_, channels, h, w = x.shape`, the
previous frames warped by the optical flow through module helpers written with `mx.nd`
(`GridGenerator`, `BilinearSampler`, a luminance reduction), `mx.nd.square`, and a sum divided by
`float(h*w)`.

Source: papercatnku/reconet-gluon utils/losses.py (LuminanceLoss.hybrid_forward, Image2Luminace,
warp) at 41c237c2d5ab14af8fc19ad6e4360568e0eb1aac; adapted: the class named Net.
"""
import mxnet as mx
import mxnet.gluon as gluon


INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8), (2, 1, 8, 8), (2, 1, 8, 8), (2, 2, 8, 8), (2, 1, 8, 8)]


RGB_LUMIN_FACTOR = mx.nd.reshape(
    mx.nd.array([0.2126, 0.7152, 0.0722], ctx=mx.cpu()),
    shape=(1, 3, 1, 1))


def Image2Luminace(x):
    luminance = x * RGB_LUMIN_FACTOR.as_in_context(x.context)
    luminance = mx.nd.sum(luminance, axis=1, keepdims=True)
    return luminance


def warp(x, flow):
    """
    warp an image/tensor (im2) back to im1, according to the optical flow
    x: [B, C, H, W] (im2)
    flo: [B, 2, H, W] flow
    """
    gg_data = mx.nd.GridGenerator(data=flow, transform_type='warp')
    warp_out = mx.nd.BilinearSampler(data=x, grid=gg_data)
    return warp_out


class Net(gluon.loss.Loss):
    def __init__(self, weight=1.0, batch_axis=0, **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)
        return

    def hybrid_forward(self, F, x, xlast, y, ylast, flow, mask):
        _, channels, h, w = x.shape
        xluminchange = Image2Luminace(x - warp(xlast, flow))
        warperr = y - warp(ylast, flow)
        channel_coherent_err = mask * mx.nd.square(warperr - xluminchange)
        loss = mx.nd.sum(channel_coherent_err, axis=self._batch_axis, exclude=True) / float(h * w)
        return loss
