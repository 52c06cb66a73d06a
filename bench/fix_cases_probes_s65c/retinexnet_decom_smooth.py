"""RetinexNet's decomposition net and its illumination smoothness loss: the channel max
concatenated to the image, convs, reflectance `sigmoid(out[:, 0:3])` and illumination
`sigmoid(out[:, 3:4])`; gradients by fixed 2x2 difference kernels (`nd.array` in forward, 'SAME'
padding by a right/bottom pad), the loss `grad(I) * exp(-10 * avg_pool(grad(R_gray)))` in x and y,
R_gray the luma of the reflectance `0.299 * R[:, 0, :, :] + ...`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channel=8, kernel_size=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.net1_conv0 = nn.Conv2D(channel, kernel_size * 3, padding=4, in_channels=4)
            self.net1_convs = nn.HybridSequential()
            for _ in range(2):
                self.net1_convs.add(nn.Conv2D(channel, kernel_size, padding=1, in_channels=channel,
                                              activation='relu'))
            self.net1_recon = nn.Conv2D(4, kernel_size, padding=1, in_channels=channel)

    def gradient(self, F, input_tensor, direction):
        kernel = nd.array([[0, 0], [-1, 1]]).reshape((1, 1, 2, 2))
        if direction == "y":
            kernel = kernel.transpose((0, 1, 3, 2))
        x = F.pad(input_tensor, mode='constant', pad_width=(0, 0, 0, 0, 0, 1, 0, 1))
        return F.abs(F.Convolution(x, kernel, kernel=(2, 2), num_filter=1, no_bias=True))

    def ave_gradient(self, F, input_tensor, direction):
        return F.Pooling(self.gradient(F, input_tensor, direction), kernel=(3, 3), stride=(1, 1),
                         pad=(1, 1), pool_type='avg')

    def smooth(self, F, input_I, input_R):
        input_R = 0.299 * input_R[:, 0, :, :] + 0.587 * input_R[:, 1, :, :] + 0.114 * input_R[:, 2, :, :]
        input_R = input_R.expand_dims(1)
        return (self.gradient(F, input_I, "x") * F.exp(-10 * self.ave_gradient(F, input_R, "x")) +
                self.gradient(F, input_I, "y") * F.exp(-10 * self.ave_gradient(F, input_R, "y"))).mean()

    def hybrid_forward(self, F, input_im):
        input_max = F.max(input_im, axis=1, keepdims=True)
        feats = self.net1_conv0(F.concat(input_max, input_im, dim=1))
        outs = self.net1_recon(self.net1_convs(feats))
        R = F.sigmoid(outs[:, 0:3, :, :])
        L = F.sigmoid(outs[:, 3:4, :, :])
        return R, L, self.smooth(F, L, R)
