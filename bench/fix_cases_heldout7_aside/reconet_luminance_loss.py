"""ReCoNet luminance-temporal loss: a module-level NDArray constant moved to `x.context`, previous
frames warped with the eager `mx.nd` namespace, and the sum divided by `float(h*w)` with h and w read
from `x.shape`.

Source: papercatnku/reconet-gluon @ 41c237c, utils/losses.py (RGB_LUMIN_FACTOR, Image2Luminace, warp,
LuminanceLoss.hybrid_forward), unchanged but for the class name.
"""
import mxnet as mx
import mxnet.gluon as gluon

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6), (2, 1, 6, 6), (2, 1, 6, 6), (2, 2, 6, 6), (2, 1, 6, 6)]

RGB_LUMIN_FACTOR = mx.nd.reshape(
    mx.nd.array([0.2126, 0.7152, 0.0722],ctx=mx.cpu()),
    shape=(1,3,1,1))


def Image2Luminace(x):
    luminance = x * RGB_LUMIN_FACTOR.as_in_context(x.context)
    luminance = mx.nd.sum(luminance, axis=1,keepdims=True)
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
        _,channels,h,w = x.shape
        xluminchange = Image2Luminace(x - warp(xlast, flow))
        warperr = y - warp(ylast, flow)
        channel_coherent_err =mask * mx.nd.square(warperr - xluminchange)
        loss = mx.nd.sum(channel_coherent_err, axis=self._batch_axis, exclude=True) / float(h*w)
        return loss
