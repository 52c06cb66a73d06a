"""Edge-aware disparity smoothness with NumPy-style shifted subscripts `disp[:, :, :, :-1] - disp[:, :, :, 1:]`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 6, 6), (2, 3, 6, 6)]


class Smoothness(HybridBlock):
    def hybrid_forward(self, F, disp, img):
        grad_disp_x = F.abs(disp[:, :, :, :-1] - disp[:, :, :, 1:])
        grad_disp_y = F.abs(disp[:, :, :-1, :] - disp[:, :, 1:, :])
        grad_img_x = F.mean(F.abs(img[:, :, :, :-1] - img[:, :, :, 1:]), axis=1, keepdims=True)
        grad_img_y = F.mean(F.abs(img[:, :, :-1, :] - img[:, :, 1:, :]), axis=1, keepdims=True)
        return (grad_disp_x * F.exp(-grad_img_x)).mean() + (grad_disp_y * F.exp(-grad_img_y)).mean()


Net = Smoothness
