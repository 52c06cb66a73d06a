"""Temporal luminance loss of a video style-transfer code base: `LuminanceLoss.hybrid_forward(self, F, x,
xlast, y, ylast, flow, mask)` unpacks `_,channels,h,w = x.shape`, warps the previous frames with the
module helper `warp` (`mx.nd.GridGenerator`, `mx.nd.BilinearSampler`), takes the luminance change with
`Image2Luminace` (a module-level `mx.nd` constant moved to `x.context`, `mx.nd.sum`), and sums
`mask * mx.nd.square(warperr - xluminchange)` divided by `float(h*w)`. Eagerly it runs; hybridized
`x.shape` is an AttributeError of the Symbol.

Source: a public MXNet video style-transfer code base's losses (find_string id 97537016; read by an
analyzer held-out round, tests/corpus/HELDOUT.md, "video style losses"; in no fix set),
`RGB_LUMIN_FACTOR`, `Image2Luminace`, `warp` and `LuminanceLoss` as written; the TV/MSE/SSE losses,
`resize_flow` and `FeatureLoss` (this set's `video_feature_loss.py`) left out. Net: the defaults.
Inputs: frames x and xlast (2, 3, 4, 5), stylized luminance y and ylast (2, 1, 4, 5), a flow (2, 2,
4, 5) and a mask (2, 1, 4, 5).
"""
import mxnet as mx
import mxnet.gluon as gluon

INPUTS = [(2, 3, 4, 5), (2, 3, 4, 5), (2, 1, 4, 5), (2, 1, 4, 5), (2, 2, 4, 5), (2, 1, 4, 5)]

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

class LuminanceLoss(gluon.loss.Loss):
    def __init__(self, weight=1.0, batch_axis=0, **kwargs):
        super(LuminanceLoss, self).__init__(weight, batch_axis, **kwargs)
        return
    def hybrid_forward(self, F, x, xlast, y, ylast, flow, mask):
        _,channels,h,w = x.shape
        xluminchange = Image2Luminace(x - warp(xlast, flow))
        warperr = y - warp(ylast, flow)
        channel_coherent_err =mask * mx.nd.square(warperr - xluminchange)
        loss = mx.nd.sum(channel_coherent_err, axis=self._batch_axis, exclude=True) / float(h*w)
        return loss


class Net(LuminanceLoss):
    def __init__(self):
        super(Net, self).__init__()
